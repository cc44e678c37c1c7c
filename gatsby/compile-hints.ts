import type { Chunk, Compiler } from "webpack"

/**
 * V8's explicit compile hint: a script whose first line is this comment has every function compiled eagerly,
 * on the background thread that streams the script, instead of lazily on the main thread at each function's
 * first call (Chromium 136 and later; other engines read a comment). See docs/decisions.md.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

/** Gatsby names each page component's chunk group after the component: `component---src-pages-contacto-tsx`. */
const PAGE_COMPONENT_GROUP = /^component---/

/**
 * Whether a chunk is code a page's first load runs: the app's entry chunks (webpack's runtime, the framework,
 * the app) and the chunks of the page components, which Gatsby's loader requests with every first load. The
 * chunks of lazy parts (dialogs, the chat's panel, the finder's index) are requested when first used and keep
 * V8's lazy compilation: most of their functions run only if the visitor goes on.
 */
function runsOnFirstLoad(chunk: Chunk): boolean {
  if (chunk.canBeInitial()) return true
  return [...chunk.groupsIterable].some((group) => PAGE_COMPONENT_GROUP.test(group.name ?? ""))
}

/**
 * Puts the compile hint on the first line of every script a first load runs. It runs after the minifier, which
 * drops comments, and before the source maps are written, which then count the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: CompileHintsPlugin.name,
          stage: (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) / 2,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnFirstLoad(chunk)) continue
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
            }
          }
        },
      )
    })
  }
}
