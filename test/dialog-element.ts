/**
 * jsdom has the <dialog> element but not its methods. These follow the platform's observable contract
 * (the `open` attribute, the `close` event), enough for components that call them;
 * the real modal behaviour (focus, inert page, top layer) is tested in Chromium by the e2e specs.
 */
export function installDialogElement() {
  // Test files that run under Node's environment (the server's) have no DOM at all.
  if (typeof HTMLDialogElement === "undefined") return
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal === "function") return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "")
    const first = this.querySelector<HTMLElement>("input, select, textarea, button, [href]")
    first?.focus()
  }
  proto.show = proto.showModal
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
  Object.defineProperty(proto, "open", {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute("open")
    },
  })
}
