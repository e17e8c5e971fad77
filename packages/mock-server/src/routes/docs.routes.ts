// The contract, served: the OpenAPI document at GET /openapi.json and a readable reference at
// GET /docs (Swagger UI from the swagger-ui-dist package, served from this server: no CDN).
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import express, { Router } from 'express';
import type { OpenApiDocument } from '@fieldteam/api-contract/checker';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Relative addresses, so that the page also works behind a proxy that adds a prefix (/api).
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Fieldteam API reference</title>
  <link rel="stylesheet" href="./swagger-ui.css">
</head>
<body>
  <noscript>This page needs JavaScript. The contract itself is at <a href="../openapi.json">openapi.json</a>.</noscript>
  <div id="swagger-ui"></div>
  <script src="./swagger-ui-bundle.js"></script>
  <script src="./start.js"></script>
</body>
</html>
`;

// A file, not an inline script: the Content-Security-Policy allows this server's own scripts only.
const START = `window.ui = SwaggerUIBundle({ url: new URL('../openapi.json', window.location.href).href, dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 });
`;

export function docsRoutes(document: OpenApiDocument): Router {
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });

  // Express matches /docs and /docs/ alike; the page's relative addresses need the slash.
  router.get('/docs', (req, res) => {
    if (!req.originalUrl.split('?')[0]!.endsWith('/')) {
      res.redirect(301, 'docs/');
      return;
    }
    res.type('html').send(PAGE);
  });

  router.get('/docs/start.js', (_req, res) => {
    res.type('text/javascript').send(START);
  });

  router.use('/docs', express.static(SWAGGER_UI_DIR, { index: false, fallthrough: true }));

  return router;
}
