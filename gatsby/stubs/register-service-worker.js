// Stands in for Gatsby's register-service-worker in the browser's production bundle (see gatsby/webpack.ts).
// Gatsby requires it only when a plugin's registerServiceWorker returns true; no plugin of this site does.
