import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const f = n.callFrame; const key = `${f.functionName||'(anon)'} ${f.url.replace(/^.*\//,'')}:${f.lineNumber}`; self.set(key, (self.get(key)||0) + (dt[i++]||0)/1000); }
const top = [...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,35);
for (const [k,v] of top) console.log(v.toFixed(0).padStart(6), k);
await browser.close();
