/**
 * The keys of the public entities in schemas/, read from each file's source, never by running it:
 * the module `virtual:public-entity-keys` default-exports them as one small array. Every page can
 * then tell an entity's draft in localStorage from the product's other keys there without loading
 * every schema (src/schema-kit/entity-keys.ts). The registry, which runs the schemas, checks that
 * it finds the same keys.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Plugin, parseAst } from 'vite';

const ID = 'virtual:public-entity-keys';
const RESOLVED = `\0${ID}`;

type Node = { type: string; [field: string]: unknown };

/** `export default defineEntity({...})`'s call, with any type assertion around it taken off. */
function defaultCall(code: string, file: string): Node | undefined {
  const program = parseAst(code, { lang: 'ts' }, file) as unknown as { body: Node[] };
  let node = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration')?.declaration as
    | Node
    | undefined;
  while (node && (node.type.startsWith('TS') || node.type === 'ParenthesizedExpression'))
    node = node.expression as Node;
  return node?.type === 'CallExpression' ? node : undefined;
}

/** The string a property of the definition's object literal is set to; undefined when it is absent. */
function literalProperty(definition: Node, name: string, file: string): string | undefined {
  const property = (definition.properties as Node[]).find(
    (item) => item.type === 'Property' && (item.key as Node).name === name,
  );
  if (!property) return undefined;
  const value = property.value as Node;
  if (value.type !== 'Literal' || typeof value.value !== 'string')
    throw new Error(
      `${file}: write the entity's \`${name}\` as a string literal; pages read it from the source without running the schema.`,
    );
  return value.value;
}

/** The public entity key a schema file defines, or null for a collection or an admin-only entity. */
export function publicEntityKeyIn(code: string, file: string): string | null {
  const call = defaultCall(code, file);
  const callee = (call?.callee as Node | undefined)?.name;
  if (callee === 'defineCollection') return null;
  const definition = (call?.arguments as Node[] | undefined)?.[0];
  if (callee !== 'defineEntity' || definition?.type !== 'ObjectExpression')
    throw new Error(`${file} must \`export default defineEntity({...})\` or \`defineCollection({...})\`.`);
  const key = literalProperty(definition, 'key', file);
  if (key === undefined) throw new Error(`${file}: the entity has no \`key\`.`);
  return literalProperty(definition, 'access', file) === 'admin' ? null : key;
}

/**
 * Files the registry discovers too (src/schema-kit/registry.ts): schemas/**\/*.ts but not tests, nor
 * the parts several schemas share (schemas/parts/).
 */
const isSchemaFile = (dir: string, file: string) =>
  file.startsWith(`${dir}/`) &&
  !file.startsWith(join(dir, 'parts/')) &&
  file.endsWith('.ts') &&
  !file.endsWith('.test.ts');

export function publicEntityKeys(): Plugin {
  let dir = '';
  return {
    name: 'connectia:public-entity-keys',
    configResolved(config) {
      dir = join(config.root, 'schemas');
    },
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const keys: string[] = [];
      for (const name of (await readdir(dir, { recursive: true })).sort()) {
        const file = join(dir, name);
        if (!isSchemaFile(dir, file)) continue;
        // An edit to a schema file re-reads the keys.
        this.addWatchFile(file);
        const key = publicEntityKeyIn(await readFile(file, 'utf8'), file);
        if (key !== null) keys.push(key);
      }
      return `export default ${JSON.stringify(keys)};`;
    },
    configureServer(server) {
      // A schema file added or removed while the dev server runs changes the keys too.
      const changed = (file: string) => {
        if (!isSchemaFile(dir, file)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
