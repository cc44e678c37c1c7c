import { defineConfig } from "@playwright/test"
import { BASE_URL, PORT, chromiumLaunchOptions } from "./e2e/support/browser"
import { leadsServerEnv } from "./e2e/support/leads-env"

/** The CMS's spec drives the built /admin with its own decap-server and one page: a project of its own, once. */
const CMS_SPEC = /cms\.spec\.ts$/
/** The photos' spec builds a copy of the site with generated photos: a project of its own, once. */
const PHOTOS_SPEC = /photos\.spec\.ts$/

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on the 2-core machine: a worker often waits on its browser or the server, and with two the cores were
  // idle 15 % of the suite (vmstat), with three 4 %; the suite went from 364 to 334 s.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  // On CI a test that fails once is run once more and reported as flaky if it then passes: a busy shared
  // 2-core machine can starve one step of a browser test; a real defect fails both times.
  retries: process.env.CI ? 1 : 0,
  // Generous bounds: the suite must pass on a busy 2-core machine; no test measures time with them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    locale: "es-AR",
    // Recorded on a retry only: recording every test for its trace takes a third of the suite's CPU. A test that fails
    // on CI is retried (above) with its trace; locally, `npx playwright test --trace retain-on-failure`.
    trace: "on-first-retry",
  },
  projects: [
    // A production build of a copy of the site with photos sharp generates: its widths set by each test.
    { name: "photos", use: { viewport: { width: 390, height: 844 } }, testMatch: PHOTOS_SPEC },
    // The built /admin with decap-server on a copy of content/ (e2e/support/cms-site.ts): once, at the editor's width.
    { name: "cms", use: { viewport: { width: 1280, height: 800 } }, testMatch: CMS_SPEC },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      testIgnore: [CMS_SPEC, PHOTOS_SPEC],
    },
    // Flows tagged ONE_WIDTH (e2e/support/test.ts) run in the mobile project only.
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@one-width/,
      testIgnore: [CMS_SPEC, PHOTOS_SPEC],
    },
  ],
  globalTeardown: "./e2e/support/leads-teardown.ts",
  // The production build under the production server (`npm run serve`: pages and POST /api/leads), delivering leads to a
  // loopback SMTP server whose mail the tests read (e2e/support/mailbox.ts), storing them in a temporary
  // folder (e2e/support/lead-store.ts).
  webServer: {
    command: `npx tsx e2e/support/serve-with-mailbox.ts --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: "1", ...leadsServerEnv() },
  },
})
