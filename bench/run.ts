// npm run bench [name…]: runs the benchmarks and prints markdown for docs/benchmarks.md.
export {};
const all: Record<string, () => Promise<{ text: string }>> = {
  api: async () => (await import('./api/index')).benchApi(),
  boot: async () => (await import('./boot/index')).benchBoot(),
  'e2e-browsers': async () => (await import('./e2e/browsers')).benchE2eBrowsers(),
  'first-start': async () => (await import('./boot/first-start')).benchFirstStart(),
  inbound: async () => (await import('./inbound/index')).benchInbound(),
  otp: async () => (await import('./otp/index')).benchOtp(),
  queries: async () => (await import('./queries/index')).benchQueries(),
  site: async () => (await import('./site/index')).benchSite(),
  'site-ab': async () => (await import('./site/ab')).benchSiteAb(),
  'site-ab-checkouts': async () => (await import('./site/ab-checkouts')).benchSiteAbCheckouts(),
  'site-throughput': async () => (await import('./site/throughput')).benchSiteThroughput(),
  'site-js': async () => (await import('./site/home-js')).benchHomeJs(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted.length ? wanted : Object.keys(all)) {
  const bench = all[name];
  if (!bench) throw new Error(`unknown benchmark ${name}; have ${Object.keys(all).join(', ')}`);
  const { text } = await bench();
  console.log(`${text}\n`);
}
