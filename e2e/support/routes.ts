import home from "../../content/home.json"

/** Every public route of SPEC §2 with the h1 it must show. */
export const ROUTES: ReadonlyArray<{ path: string; h1: string }> = [{ path: "/", h1: home.hero.title }]
