// Writes dist/chunk-graph.json after each production build: every chunk group (what loads it) with
// its chunks, and every chunk's files and the shared modules it consumes. The budget test of `/`
// (tests/web/initial-load-budget.test.ts) adds up from it, without a browser, the JS + CSS that `/`
// loads (decision 0006: ≤ 200 KB gzipped).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const shareKey = (identifier, kind) => new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@`).exec(identifier)?.[1];

export class ChunkGraphPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const { chunkGraph } = compilation;
      const idOf = (chunk) => String(chunk.id);
      const chunks = {};
      const groups = new Map();
      for (const chunk of compilation.chunks) {
        const consumes = chunkGraph.getChunkModules(chunk).map((module) => shareKey(module.identifier(), 'consume'));
        chunks[idOf(chunk)] = {
          files: [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort(),
          consumes: [...new Set(consumes.filter(Boolean))].sort(),
        };
        for (const group of chunk.groupsIterable) {
          if (groups.has(group)) continue;
          const origins = (group.origins ?? []).map((origin) => {
            const identifier = origin.module?.identifier() ?? '';
            const provide = shareKey(identifier, 'provide');
            const fallback = shareKey(identifier, 'consume');
            // An import() of a module of an entry chunk runs at start-up (the shell's `import('./bootstrap')`).
            const fromEntry = !provide && !fallback && !!origin.module && chunkGraph.getModuleChunks(origin.module).some((owner) => owner.canBeInitial());
            return { ...(provide ? { provide } : {}), ...(fallback ? { fallback } : {}), fromEntry, request: origin.request ?? '' };
          });
          groups.set(group, { name: group.name ?? null, initial: group.isInitial(), origins, chunks: group.chunks.map(idOf) });
        }
      }
      writeFileSync(join(compiler.options.output.path, 'chunk-graph.json'), `${JSON.stringify({ groups: [...groups.values()], chunks })}\n`);
    });
  }
}
