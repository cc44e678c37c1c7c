/**
 * Jest as Gatsby's unit-testing guide sets it up: Babel with babel-preset-gatsby, Gatsby mocked. Tests run in
 * Node's environment; a test that renders or reads a DOM says so with a `@jest-environment jsdom` docblock.
 */
module.exports = {
  testEnvironment: "node",
  // Both cores of the CI machine (Jest's default leaves one idle on a 2-core machine).
  maxWorkers: 2,
  // Forms are typed into key by key and leads go over real loopback HTTP: on a busy 2-core machine a test
  // can take several seconds, and one that times out keeps running into the next test's DOM.
  testTimeout: 30_000,
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/e2e",
    "<rootDir>/bench",
    // Checks of the production build run after it, with jest.build.config.js.
    "\\.build\\.test\\.ts$",
  ],
  // content-disposition 3 (of @fastify/static) is published as ES modules only.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|content-disposition|@fastify/static/node_modules/content-disposition)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
}
