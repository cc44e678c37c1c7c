// Stands in for @builder.io/partytown/integration in the browser's production bundle (see gatsby/webpack.ts).
// Gatsby's partytown plugin calls it only under `gatsby develop`; this site loads no off-main-thread script.
exports.partytownSnippet = () => ""
