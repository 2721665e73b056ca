// The API docs page: Swagger UI from the swagger-ui-dist package, served from this origin (no CDN), under
// a content security policy of its own: scripts only from here, inline styles (Swagger UI sets them).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's own start script: no inline script, so script-src stays 'self'. */
const startScript = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#docs', deepLinking: true });\n`;

export const docsPage = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Callout API</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/start.js"></script>
</body>
</html>
`;

export const docsPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const docsAssets = ['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js'] as const;
export type DocsAsset = (typeof docsAssets)[number];

export async function readDocsAsset(name: DocsAsset): Promise<{ type: string; body: string }> {
  if (name === 'start.js') return { type: 'text/javascript', body: startScript };
  const body = await readFile(join(swaggerDir, name), 'utf8');
  return { type: name.endsWith('.css') ? 'text/css' : 'text/javascript', body };
}
