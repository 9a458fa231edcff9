import { fileURLToPath } from "node:url";
import postcss, { type AtRule, type Container, type Node, type Root } from "postcss";
import { build, type Plugin, type Rolldown } from "vite";

/** Route files whose code the dashboard's first screen needs (both addresses show the same page). */
const DASHBOARD_ROUTES = /\/routes\/(index|dashboard)\.tsx\?tsr-split/;
const MARK = "/* dashboard chunks */ []";
const ENTRY_MARK = '/* entry script */ ""';
const STYLES_MARK = '/* stylesheet */ ""';
const IMPORTS_MARK = "/* entry imports */ []";
const IMPORT_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLES_TAG = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
const FIRST_SCREEN_TAG = '<script type="text/plain" id="first-screen">';
const FIRST_SCREEN_MARK = `${FIRST_SCREEN_TAG}/* first screen */</script>`;
const FIRST_SCREEN = fileURLToPath(new URL("./src/features/dashboard/first-screen.ts", import.meta.url));

/**
 * What index.html needs from the build to show the first screen sooner:
 * - the shell's own styles, inlined: the rules of the built stylesheet that the shell's markup can use (its classes,
 *   plus the rules that name no class: the reset, the looks' colours), so the shell paints without waiting for the
 *   whole stylesheet, whose tag is taken out: the inline script applies it after the first frame;
 * - the entry script, whose tag is taken out: the inline script starts it after the shell is painted;
 * - the preload hints Vite writes for the modules the entry imports, taken out of the markup too: the inline script
 *   asks for them itself, at once when no service worker serves the files, else with the entry script (from the
 *   installed app's cache, each answer handled before the first frame only delays it);
 * - the dashboard's code files (its lazily loaded route chunk and every chunk that one imports), which the inline
 *   script preloads on / and /dashboard, so they download while the entry script runs instead of one after the other
 *   once the router asks for the route;
 * - the code that paints the dashboard's header and figures from the early answer, before the app's script has run
 *   (src/features/dashboard/first-screen.ts, bundled into an inline script), with the styles its markup uses.
 */
export function firstScreen(): Plugin {
  return {
    name: "sunshine-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, ctx) {
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

        // A module script that is already loaded would run before the first frame, holding the shell back.
        const entry = ENTRY_TAG.exec(html);
        if (!entry || !html.includes(ENTRY_MARK)) throw new Error("first screen: no entry script tag in index.html");
        const styles = STYLES_TAG.exec(html);
        const sheet = styles && bundle[styles[1]!.slice(1)];
        if (!styles || !sheet || sheet.type !== "asset" || !html.includes(STYLES_MARK))
          throw new Error("first screen: no stylesheet in index.html");
        if (!html.includes(IMPORTS_MARK)) throw new Error("first screen: no place for the entry's imports");
        if (!html.includes(FIRST_SCREEN_MARK)) throw new Error("first screen: no place for its inline script");
        const firstScreen = await firstScreenScript();
        const shellCss = stylesFor(html + firstScreen.sample, String(sheet.source));
        const imports = [...html.matchAll(IMPORT_TAG)].map((m) => m[1]!);
        return html
          .replace(IMPORT_TAG, "")
          .replace(entry[0], "")
          .replace(styles[0], `<style>${shellCss}</style>`)
          .replace(ENTRY_MARK, JSON.stringify(entry[1]))
          .replace(IMPORTS_MARK, JSON.stringify(imports))
          .replace(STYLES_MARK, JSON.stringify(styles[1]))
          .replace(MARK, JSON.stringify([...wanted].map((f) => `/${f}`)))
          .replace(FIRST_SCREEN_MARK, () => `${FIRST_SCREEN_TAG}${firstScreen.code}</script>`);
      },
    },
  };
}

/**
 * first-screen.ts as a classic script (kept as text in the page until it is needed) defining `window.__sunshineFirstScreen`, and the markup it paints for a sample
 * answer with every kind of caption (its classes decide which styles the page inlines).
 */
async function firstScreenScript(): Promise<{ code: string; sample: string }> {
  const built = await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: FIRST_SCREEN, formats: ["iife"], name: "__sunshineFirstScreen" },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const code = outputs.flatMap((o) => o.output).find((c) => c.type === "chunk")?.code.trim();
  // Inside an inline script these would end it early or change how the page's parser reads it.
  if (!code || /<\/script|<!--|<script/i.test(code)) throw new Error("first screen: its script cannot be inlined");
  const module = new Function(`${code}; return __sunshineFirstScreen;`)() as {
    cardsHtml: (summary: unknown) => string;
    headerHtml: (name: string) => string;
  };
  const card = (trend: string) => ({ value: 1, caption: { text: "", trend } });
  const sample = module.headerHtml("") + module.cardsHtml({
    emailsSent: card("up"),
    radioStations: card("down"),
    grantOpportunities: card("neutral"),
    revenue: { ...card("neutral"), currency: "USD", otherCurrencies: [] },
  });
  return { code, sample };
}

/**
 * `.lg\:flex:hover > .btn` → ["lg:flex", "btn"]. What a `:has(…)` asks for is left out: it only narrows where a
 * rule applies (the looks' colours are `:is(:root:has(input.theme-controller…), [data-theme=night])`).
 */
function classesOf(selector: string): string[] {
  let plain = "";
  for (let i = 0, depth = 0; i < selector.length; i++) {
    if (depth === 0 && selector.startsWith(":has(", i)) {
      depth = 1;
      i += 4;
    } else if (depth > 0) depth += selector[i] === "(" ? 1 : selector[i] === ")" ? -1 : 0;
    else plain += selector[i];
  }
  return [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
}

/**
 * The part of `css` the page's markup can use: every rule whose selector names only classes found in the page
 * (a selector naming no class, like the reset's or a look's colours, always), with the at-rules around them, the
 * @property declarations and the animations those rules run.
 */
export function stylesFor(html: string, css: string): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
  const root = postcss.parse(css);
  const prune = (container: Container) =>
    container.each((node) => {
      if (node.type === "rule") {
        const kept = node.selectors.filter((s) => classesOf(s).every((c) => used.has(c)));
        if (kept.length) node.selectors = kept;
        else node.remove();
      } else if (node.type === "atrule" && node.nodes && !["keyframes", "property", "font-face"].includes(node.name)) {
        prune(node);
        if (!node.nodes.length) node.remove();
      } else if (node.type === "comment") node.remove();
    });
  prune(root);
  const animations = new Set<string>();
  root.walkDecls(/^animation(-name)?$/, (d) => d.value.split(/[\s,]+/).forEach((w) => animations.add(w)));
  root.walkAtRules("keyframes", (k) => {
    if (!animations.has(k.params)) k.remove();
  });
  dropUnusedProperties(root);
  return root.toString();
}

/**
 * Tailwind registers every `--tw-*` variable any utility uses (`@property`, and for browsers without it the same
 * defaults set on every element in `@layer properties`); the shell's few rules read a handful of them. Only those
 * are kept: a fifth less to parse before the first frame.
 */
function dropUnusedProperties(root: Root) {
  const read = new Set<string>();
  const isFallbackLayer = (n: Node) => n.type === "atrule" && (n as AtRule).name === "layer" && (n as AtRule).params === "properties";
  const inFallback = (node: Node) => {
    for (let p = node.parent; p; p = p.parent) if (isFallbackLayer(p as Node)) return true;
    return false;
  };
  root.walkDecls((d) => {
    if (inFallback(d) || (d.parent?.type === "atrule" && (d.parent as AtRule).name === "property")) return;
    for (const m of d.value.matchAll(/var\((--[\w-]+)/g)) read.add(m[1]!);
    if (d.prop.startsWith("--")) read.add(d.prop);
  });
  root.walkAtRules("property", (r) => {
    if (!read.has(r.params)) r.remove();
  });
  root.walkDecls(/^--tw-/, (d) => {
    if (inFallback(d) && !read.has(d.prop)) d.remove();
  });
  root.walkRules((r) => {
    if (!r.nodes.length) r.remove();
  });
  root.walkAtRules((a) => {
    if (a.nodes && !a.nodes.length) a.remove();
  });
}
