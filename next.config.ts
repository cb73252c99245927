import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A separate build folder per parallel worker (NEXT_DIST_DIR) keeps concurrent builds apart.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // PGlite ships WASM and data files; bundling copies ~15 MB of them into the public static folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'sharp'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Spec §9: image widths 640, 1024, 1280, 1920, 160, 320; quality 75.
    deviceSizes: [640, 1024, 1280, 1920],
    imageSizes: [160, 320],
    qualities: [75],
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brands/**' }],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
