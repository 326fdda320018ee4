// ESLint 9 flat config: typescript-eslint, React hooks, accessibility, and the import boundaries of the
// architecture (README, "Architecture").
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Folders every feature may reach into directly: the web app's shell (router, session, HTTP client) and UI
 * kit, the server's database, HTTP plumbing and test harness, and the wire contract (`shared/api/<feature>.ts`,
 * one file per feature by design). Any other feature folder is reached only through a public file.
 */
const OPEN_FOLDERS = '!(app|ui|api|db|http|testing)';

/**
 * A feature's public files: its `index.ts`, the `index.ts` of a sub-folder it offers on its own (e.g.
 * `invitation/media`, so a page showing one picture does not load the whole renderer), and its test support.
 * `shared/art` also offers its address and caption helpers on their own: the landing page links to artwork
 * and must not carry the SVG renderer in its first load. Likewise its colour arithmetic (`color.ts`): the
 * look's contrast checks run on the guest page, which has a tight JavaScript budget and draws no artwork.
 */
const PUBLIC_FILES = '!{index.ts,index.tsx,*/index.ts,*/index.tsx,testing/**,urls.ts,captions.ts,color.ts}';

const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/include': ['src/**/*'],
    'boundaries/ignore': ['src/**/*.test.{ts,tsx}'],
    'boundaries/elements': [
      { type: 'generated', pattern: 'src/generated' },
      // The invitation renderer: drawn by the server (guest page, keepsake book) and by the web app (previews).
      { type: 'renderer', pattern: 'src/renderer' },
      { type: 'web', pattern: 'src/web/*', capture: ['feature'] },
      { type: 'server', pattern: 'src/server/*', capture: ['feature'] },
      { type: 'shared', pattern: 'src/shared/*', capture: ['feature'] },
    ],
    // Files at the top of each layer (the web app's entry, the server's composition root, shared helpers of
    // one file) belong to no feature folder.
    'boundaries/files': [
      { category: 'web-root', pattern: 'src/web/*.{ts,tsx}' },
      { category: 'server-root', pattern: 'src/server/*.ts' },
      { category: 'shared-root', pattern: 'src/shared/*.ts' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            // Another feature folder only through its public file (imports inside one folder are not checked).
            to: { element: { types: ['web', 'server', 'shared'], captured: { feature: OPEN_FOLDERS } } },
            disallow: { to: { element: { fileInternalPath: PUBLIC_FILES } } },
            message: 'Import another feature folder through its index.ts',
          },
          {
            // The router loads each page and layout lazily, one chunk per page: through an index.ts every page
            // would land in one chunk. The composition root registers each server feature's routes.ts.
            dependency: { nodeKind: 'dynamic-import' },
            allow: { to: { element: { type: 'web' } } },
          },
          {
            from: { file: { categories: 'server-root' } },
            allow: { to: { element: { type: 'server', fileInternalPath: 'routes.ts' } } },
          },
          {
            from: [{ element: { type: 'web' } }, { file: { categories: 'web-root' } }],
            disallow: { to: [{ element: { type: 'server' } }, { file: { categories: 'server-root' } }] },
            message: 'The web app never imports server code',
          },
          {
            from: [{ element: { type: 'shared' } }, { file: { categories: 'shared-root' } }],
            disallow: {
              to: [
                { element: { types: ['web', 'server', 'renderer'] } },
                { file: { categories: ['web-root', 'server-root'] } },
              ],
            },
            message: 'Shared code imports neither web, server nor renderer code',
          },
          {
            from: { element: { type: 'renderer' } },
            disallow: {
              to: [{ element: { types: ['web', 'server'] } }, { file: { categories: ['web-root', 'server-root'] } }],
            },
            message: 'The invitation renderer imports only shared and generated code',
          },
        ],
      },
    ],
  },
};

/** Attributes people read or hear: the guest page's must come from the language tables. */
const READ_ATTRIBUTES = 'alt|title|label|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext';

/**
 * i18next/no-literal-string lets any attribute of a tag SVG also has (`a`, `svg`, `title`, `text` ...) through, so a
 * link's aria-label would go unchecked: these selectors check the same attributes there. Text is a value with a
 * letter that is not one lowercase-led token (a key, a class name).
 */
const SVG_NAMED_TAG_TEXT = (() => {
  const attribute = `JSXOpeningElement[name.name=/^(a|svg|g|image|text|title|desc|use)$/] > JSXAttribute[name.name=/^(${READ_ATTRIBUTES})$/]`;
  const text = (field) => `[${field}=/\\p{L}/u]:not([${field}=/^[a-z][\\w./:-]*$/])`;
  const message = 'Words a guest reads come from the language tables (t(lang, key)), not from a literal.';
  return [
    `${attribute} > Literal${text('value')}`,
    `${attribute} > JSXExpressionContainer > Literal${text('value')}`,
    `${attribute} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal${text('value')}`,
    `${attribute} > JSXExpressionContainer TemplateElement${text('value.raw')}`,
  ].map((selector) => ({ selector, message }));
})();

export default tseslint.config(
  { ignores: ['src/generated/**', 'dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_name` marks a parameter kept for its position (Fastify handlers, callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Test support walks JSON answers and OpenAPI documents of any shape (the robustness suite generates
    // input from whatever schema a route declares).
    files: ['tests/unit/api-robustness/**', 'src/server/**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The server draws the renderer's components in Node, which cannot load CSS: stylesheets are imported by the
    // browser's entries through a styles.ts, and the font loaders (browser-only, loaded on demand) pull theirs.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/**/styles.ts', 'src/renderer/fonts/*.ts', 'src/renderer/i18n/fonts-*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['*.css'], message: 'Import stylesheets in a styles.ts, not in a component' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/renderer/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on our own components (RequireAuth role="admin") is a prop, not an ARIA role.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Every word a guest reads comes from the language tables (src/renderer/i18n): no text in the renderer's
    // JSX, nor in the attributes people read or hear (alt, title, aria-*, placeholder, a component's label),
    // nor in an expression drawn there.
    files: ['src/renderer/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'no-restricted-syntax': ['error', ...SVG_NAMED_TAG_TEXT],
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: READ_ATTRIBUTES.split('|'),
          },
          // Their arguments are keys, not text: the language tables' (t, bookWord), the schemas' labels and names.
          callees: { exclude: ['t', 'bookWord', 'sectionTitle', 'fieldLabel', 'lookupValue'] },
          // A picture's candidate widths are CSS, and UPPER_CASE names are constants.
          'object-properties': { exclude: ['sizes', '[A-Z_-]+'] },
          words: {
            exclude: [
              // No letter at all: punctuation, digits, symbols (· & – …), emoji.
              /^[^\p{L}]*$/u,
              // One lowercase-led token: class names, keys (rsvpAdults), form values (yes), MIME types.
              /^[a-z][\w./:-]*$/,
            ],
          },
        },
      ],
    },
  },
  boundariesConfig,
);
