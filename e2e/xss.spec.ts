import { expect, test, type Page } from '@playwright/test';
import { DEMO_WORKSPACE } from '../common/constants';

/**
 * Stored XSS: payloads saved through the API as article titles, content and tags, a user's name,
 * role and skills, and a session's text, then rendered by the real pages in Chromium. Nothing may
 * run: no dialog, no flag set by a script, no on* attribute, no javascript: link or source.
 */

const RUN = 'window.__xss=(window.__xss||0)+1;alert(1)';
const PAYLOADS = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}">`,
  `<svg><script>${RUN}</script></svg>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `<a href="javascript:${RUN}">link</a>`,
  `[md link](javascript:${RUN})`,
  `[md upper](JaVaScRiPt:${RUN})`,
  `[md spaced]( javascript:${RUN})`,
  `[md entity](&#106;avascript:${RUN})`,
  `[md tab](java\tscript:${RUN})`,
  `![md image](javascript:${RUN})`,
  `[md data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[md vbscript](vbscript:msgbox(1))`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<details open ontoggle="${RUN}">x</details>`,
  `<body onload="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<base href="javascript:${RUN}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<link rel="import" href="data:text/html,<script>${RUN}</script>">`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<div style="background:url(javascript:${RUN})">x</div>`,
  `<math><mi xlink:href="javascript:${RUN}">x</mi></math>`,
  `<a href="jav&#x09;ascript:${RUN}">tab</a>`,
  `<a href=" &#14; javascript:${RUN}">ctl</a>`,
  `<img src="x" onerror=&#x61;lert(1)>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<textarea><script>${RUN}</script></textarea>`,
  `<template><script>${RUN}</script></template>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${alert(1)}`,
  `javascript:${RUN}`,
  `<a href="#" onclick="${RUN}">click</a>`,
  `<button onmouseover="${RUN}">hover</button>`,
  `<select onchange="${RUN}"><option>1</option></select>`,
  `<table background="javascript:${RUN}"><tr><td>x</td></tr></table>`,
  `<isindex type=image src=1 onerror=${RUN}>`,
  `<x onpointerenter="${RUN}">x</x>`,
  `<img src=x onerror=\u0061lert(1)>`,
];

/** One-line fields refuse control characters (a tab, a line break), so they get the payload with those as spaces. */
const oneLine = (payload: string) => payload.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');

/** Everything on the page that could run script, as readable strings. */
async function dangerousNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Browsers ignore whitespace and control characters inside a javascript: URL, so they are dropped first.
    // eslint-disable-next-line no-control-regex -- the control characters are what this matches.
    const ignoredByBrowsers = /[\s\u0000-\u001f]/g;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.trim().toLowerCase().replace(ignoredByBrowsers, '');
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'action', 'data', 'formaction', 'xlink:href', 'srcdoc'].includes(
            attribute.name.toLowerCase(),
          ) &&
          /^(javascript|vbscript|data:text\/html)/.test(value)
        ) {
          found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(element.tagName) && element.closest('main'))
        found.push(element.tagName);
    }
    return found;
  });
}

test('stored payloads render as text everywhere and nothing runs', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const marker = `xss${Date.now().toString(36)}`;
  const company = DEMO_WORKSPACE.companyId;
  const created: string[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const response = await request.post(`/api/companies/${company}/knowledge`, {
      data: {
        title: `${marker} ${index} ${oneLine(payload)}`.slice(0, 200),
        content: `# ${marker} heading ${payload}\n\n${payload}\n\n- item ${payload}\n\n${PAYLOADS[(index + 1) % PAYLOADS.length]}`,
        category: 'General',
        tags: [marker, oneLine(payload).slice(0, 40)],
      },
    });
    expect(response.status(), `payload ${index}`).toBe(201);
    created.push(((await response.json()) as { id: string }).id);
  }
  const person = await request.post('/api/users', {
    data: {
      email: `${marker}@example.test`,
      fullName: PAYLOADS[1]!.slice(0, 120),
      role: PAYLOADS[0]!.slice(0, 120),
      skills: PAYLOADS.slice(0, 20).map((payload) => oneLine(payload).slice(0, 60)),
    },
  });
  expect(person.status()).toBe(201);
  const personId = ((await person.json()) as { id: string }).id;
  // The request context is now signed in as that person: host a session with payload text.
  const session = await request.post('/api/learning-sessions', {
    data: {
      title: PAYLOADS[2]!,
      description: PAYLOADS.slice(3, 8).join(' '),
      skillTopic: PAYLOADS[6]!.slice(0, 200),
      sessionType: 'workshop',
      companyId: company,
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 30,
      maxLearners: 5,
    },
  });
  expect(session.status()).toBe(201);

  // The list (titles, tags, excerpts) and a search with highlights.
  await page.goto('/knowledge');
  await expect(page.getByText(`${marker} 0`, { exact: false }).first()).toBeVisible();
  await page.getByRole('searchbox').fill(marker);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.locator('mark').first()).toBeVisible();
  expect(await dangerousNodes(page)).toEqual([]);

  // Each article's full Markdown, opened through the shared-link parameter.
  for (const id of created) {
    await page.goto(`/knowledge?article=${id}`);
    await expect(page.getByRole('dialog')).toContainText(marker);
    expect(await dangerousNodes(page), id).toEqual([]);
  }

  // A profile and the peer-learning tab with the mentor's payload name, seen as that person: a profile outside
  // the demo workspace is visible to its owner and colleagues only.
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto(`/profile/${personId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  expect(await dangerousNodes(page)).toEqual([]);
  await page.goto('/knowledge');
  await page.getByRole('tab', { name: 'Peer Learning' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Peer Learning' }).getByText(PAYLOADS[2]!).first()).toBeVisible();
  expect(await dangerousNodes(page)).toEqual([]);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
});
