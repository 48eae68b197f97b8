import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], logLevel: 'silent' });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log('LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'score', lhr.categories.performance.score);
  console.log('bootup', JSON.stringify(a['bootup-time'].details.items.map(i => [i.url.replace(/^.*\//,''), Math.round(i.total), Math.round(i.scripting)])));
  console.log('longtasks', JSON.stringify((a['long-tasks']?.details?.items ?? []).map(i => [i.url.replace(/^.*\//,''), Math.round(i.startTime), Math.round(i.duration)])));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map(i => [i.group, Math.round(i.duration)])));
  console.log('unused', JSON.stringify((a['unused-javascript']?.details?.items ?? []).map(i => [i.url.replace(/^.*\//,''), i.totalBytes, i.wastedBytes])));
} finally { chrome.kill(); }
