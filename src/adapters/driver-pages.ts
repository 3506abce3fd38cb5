/**
 * The pages the driver adapters accept, declared structurally: russ-sdk's published types never
 * import playwright-core or puppeteer-core (optional peers), so a TypeScript project that installed
 * only one of them, or neither, compiles with `skipLibCheck: false`. Any playwright-core `Page`
 * is a `PlaywrightPage`, and any puppeteer-core `Page` a `PuppeteerPage`; the adapters use them
 * through the drivers' own types inside.
 */
export interface PlaywrightPage {
  url(): string;
  mainFrame(): unknown;
  context(): unknown;
}

export interface PuppeteerPage {
  url(): string;
  mainFrame(): unknown;
  browser(): unknown;
}
