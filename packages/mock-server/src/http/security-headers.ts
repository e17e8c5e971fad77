// Security headers on every answer (helmet): tokens travel in URLs, so no Referer and no cache;
// the API reference page at /docs may load only this server's own scripts, styles and the
// contract, and no page may frame any of it.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

const headers = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Swagger UI sets style attributes on its elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  headers(req, res, next);
};
