const React = require("react")
const gatsby = jest.requireActual("gatsby")

/** Gatsby as the unit-testing guide mocks it: queries answered by each test, Link as a plain anchor. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: React.forwardRef(function Link(
    { activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, state, ...rest },
    ref,
  ) {
    return React.createElement("a", { ...rest, ref, href: to })
  }),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
