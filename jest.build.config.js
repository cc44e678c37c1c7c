/** The checks of the production build in public/ (run after `npm run build`). */
const base = require("./jest.config")

module.exports = {
  ...base,
  testEnvironment: "node",
  setupFilesAfterEnv: [],
  testPathIgnorePatterns: ["node_modules", "\\.cache"],
  testMatch: ["<rootDir>/test/build/**/*.build.test.ts"],
}
