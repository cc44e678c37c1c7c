import path from "path"
import type { Compiler } from "webpack"

/**
 * Two modules of Gatsby's browser runtime that this site never runs, each required unconditionally by a file of
 * Gatsby's and so bundled into the app chunk of every page. Replaced by empty modules in the browser's production
 * bundle: together 1.2 KB gzip of every first load (app chunk 40.3 → 39.1 KB gzip, measured 2026-11-27), which
 * `/contacto` needs to stay within the 70 KB budget.
 *
 * The replacement is guarded: if Gatsby stops requiring a module under this name (renamed, moved, or dropped),
 * the build fails with the module's name instead of quietly shipping the bytes again or leaving a stub nothing
 * uses. `gatsby/unused-runtime-modules.test.ts` also reads Gatsby's own files for each request, so `npm test`
 * says which one changed before a build runs.
 */
export interface UnusedRuntimeModule {
  /** The request as Gatsby's file writes it. */
  request: string
  /** The Gatsby file (inside the `gatsby` package) that requires it. */
  requiredBy: string
  /** The empty stand-in, in gatsby/stubs/. */
  stub: string
  /** Why the site never runs it. */
  why: string
}

export const UNUSED_RUNTIME_MODULES: readonly UnusedRuntimeModule[] = [
  {
    request: "./register-service-worker",
    requiredBy: "cache-dir/production-app.js",
    stub: path.join(__dirname, "stubs", "register-service-worker.js"),
    why: "required only when a plugin's registerServiceWorker returns true; no plugin of the site registers one",
  },
  {
    request: "@builder.io/partytown/integration",
    requiredBy: "dist/internal-plugins/partytown/utils/inject-partytown-snippet.js",
    stub: path.join(__dirname, "stubs", "partytown-integration.js"),
    why: "Gatsby's Partytown plugin calls it only under `gatsby develop`; the site has no off-main-thread <Script>",
  },
]

const PLUGIN_NAME = "UnusedRuntimeModulesPlugin"

/** Replaces each module of `modules` by its stub, and fails the compilation if one was never requested. */
export class UnusedRuntimeModulesPlugin {
  constructor(private readonly modules: readonly UnusedRuntimeModule[] = UNUSED_RUNTIME_MODULES) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      const replaced = new Set<string>()
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN_NAME, (resolveData) => {
        const unused = this.modules.find((module) => module.request === resolveData.request)
        if (!unused) return
        replaced.add(unused.request)
        resolveData.request = unused.stub
      })
      // `thisCompilation` is not run for child compilations (CSS extraction…): this is the bundle itself.
      compilation.hooks.finishModules.tap(PLUGIN_NAME, () => {
        for (const unused of this.modules) {
          if (replaced.has(unused.request)) continue
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${PLUGIN_NAME}: nothing requested "${unused.request}" (gatsby/${unused.requiredBy} did). ` +
                `Gatsby has renamed, moved or dropped it: remove its entry from gatsby/unused-runtime-modules.ts ` +
                `and its stub, or point the entry at the new request.`,
            ),
          )
        }
      })
    })
  }
}
