import type { Plugin } from "vite";

/** Route files whose code the dashboard's first screen needs (both addresses show the same page). */
const DASHBOARD_ROUTES = /\/routes\/(index|dashboard)\.tsx\?tsr-split/;
const MARK = "/* dashboard chunks */ []";
const ENTRY_MARK = '/* entry script */ ""';
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * What index.html needs from the build to show the first screen sooner:
 * - the dashboard's code files (its lazily loaded route chunk and every chunk that one imports), which its inline
 *   script adds as modulepreload hints on / and /dashboard, so they download and compile while the entry script
 *   runs instead of one after the other once the router asks for the route;
 * - the entry script, whose tag becomes a preload hint: the inline script starts it after the shell is painted.
 */
export function firstScreen(): Plugin {
  return {
    name: "sunshine-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle || !html.includes(MARK)) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        // Already in the page: the entry and what Vite preloads for it.
        const present = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const wanted = new Set<string>();
        const add = (file: string) => {
          if (present.has(file) || wanted.has(file)) return;
          wanted.add(file);
          for (const dep of byName.get(file)?.imports ?? []) add(dep);
        };
        for (const c of chunks) if (c.facadeModuleId && DASHBOARD_ROUTES.test(c.facadeModuleId)) add(c.fileName);
        if (!wanted.size) throw new Error("first screen: no chunk found for the dashboard route");
        // The entry's tag becomes a preload hint; index.html's script runs it once the shell has been painted
        // (a module script that is already loaded would otherwise run before the first frame, holding the shell back).
        const tag = ENTRY_TAG.exec(html);
        if (!tag || !html.includes(ENTRY_MARK)) throw new Error("first screen: no entry script tag in index.html");
        return html
          .replace(tag[0], `<link rel="modulepreload" crossorigin href="${tag[1]}">`)
          .replace(ENTRY_MARK, JSON.stringify(tag[1]))
          .replace(MARK, JSON.stringify([...wanted].map((f) => `/${f}`)));
      },
    },
  };
}
