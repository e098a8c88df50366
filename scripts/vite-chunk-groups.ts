/**
 * Chunk groups for the back-office's build (rolldown's `output.codeSplitting.groups`): the code a
 * screen needs before it can draw, in a few chunks instead of one per set of importers. Left to
 * itself the bundler cut the menu editor's route into ~130 chunks (one per MUI piece, icon or
 * helper shared by a different set of screens), which a browser fetches six at a time over
 * HTTP/1.1 and evaluates one module record each (npm run bench:editor). What the entry script
 * imports goes in one chunk of its own, which screens share: it is the first download, under its
 * budget (check:bundle), whatever the groups behind it take.
 */

/** What a chunking pass tells of a module: its static importers. */
type ModuleGraph = {
  getModuleInfo(id: string): { readonly importers: readonly string[] } | null;
};

/** A group: the modules a route's roots import statically, first match wins. */
type Group = { readonly name: string; readonly roots: readonly RegExp[]; readonly libs?: string };

const GROUPS: readonly Group[] = [
  // Everything behind the login: the shell (app bar, navigation, session) every screen is drawn in.
  { name: 'shell', roots: [/[\\/]web[\\/]src[\\/]app[\\/]AuthenticatedRoot\.tsx$/] },
  // The menu editor's screen; the packages it alone brings apart, as other screens share them.
  {
    name: 'editor',
    libs: 'editor-libs',
    roots: [
      /[\\/]web[\\/]src[\\/]features[\\/]menu-editor[\\/](MenuEditorScreen|EditorScreens)\.tsx$/,
    ],
  },
];

const ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The roots (entry, shell, editor) whose static imports reach `id`, walking its importers up. The
 * graph is read once per build: a module's answer is kept for the others that import it.
 */
const rootsReaching = (
  id: string,
  graph: ModuleGraph,
  roots: readonly RegExp[],
  memo: Map<string, ReadonlySet<number>>,
): ReadonlySet<number> => {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<number>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const cached = next === id ? undefined : memo.get(next);
    if (cached) {
      for (const root of cached) found.add(root);
      continue;
    }
    roots.forEach((root, index) => {
      if (root.test(next)) found.add(index);
    });
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  memo.set(id, found);
  return found;
};

/** The `name` function of one code-splitting group: null leaves a module to the default split. */
export const chunkGroupOf = () => {
  const roots = [ENTRY, ...GROUPS.flatMap((group) => group.roots)];
  const firstRootOf = GROUPS.map((_, index) =>
    GROUPS.slice(0, index).reduce((sum, group) => sum + group.roots.length, 1),
  );
  const memo = new Map<string, ReadonlySet<number>>();
  return (id: string, graph: ModuleGraph): string | null => {
    if (ENTRY.test(id)) return null;
    const reached = rootsReaching(id, graph, roots, memo);
    // What the entry imports comes with it, in one chunk instead of 34 modulepreloaded ones.
    if (reached.has(0)) return 'boot';
    for (const [index, group] of GROUPS.entries()) {
      const first = firstRootOf[index] as number;
      const hit = group.roots.some((_, offset) => reached.has(first + offset));
      if (hit) return group.libs && NODE_MODULES.test(id) ? group.libs : group.name;
    }
    return null;
  };
};
