import helmet from "helmet";

/**
 * The headers a browser relies on, from helmet, with a Content-Security-Policy the admin satisfies
 * (the browser suite checks that no page raises a violation): its own scripts only, styles inline
 * too (antd writes its CSS-in-JS into <style> elements), images from itself and data:/blob: (icons,
 * the company logo preview), no plugins, no framing by anyone (frame-ancestors 'none'), forms and
 * <base> to itself. nosniff, Referrer-Policy no-referrer. HSTS only behind TRUST_PROXY: a plain-HTTP
 * start on a laptop must not pin the browser to HTTPS.
 */
export const securityHeaders = ({ behindTls }: { behindTls: boolean }) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(behindTls ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: behindTls ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: "no-referrer" },
    // the API's PDFs and CSVs open in new tabs of the same site; nothing here is embedded cross-origin
    crossOriginEmbedderPolicy: false,
  });
