// The bot check's proof of work runs here, off the page's main thread. A file of our own, so the
// bundler emits the worker under /_next/static (CSP worker-src 'self', no blob: URL).
import 'altcha/workers/pbkdf2';
