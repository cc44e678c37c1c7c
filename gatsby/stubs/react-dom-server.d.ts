// The stand-in's types, for its test (gatsby/react-dom-server-stub.test.ts).
export function renderToString(vnode: unknown): string
export function renderToStaticMarkup(vnode: unknown): string
