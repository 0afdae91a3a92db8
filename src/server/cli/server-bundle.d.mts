// Types of server-bundle.mjs (plain JavaScript, run before any TypeScript can be loaded).
export declare const repoRoot: string;

export interface BundleEntry {
  /** Source path from the repository root. */
  in: string;
  /** Output file name, without its .mjs extension. */
  out: string;
}

export declare function bundleServer(options: { outDir: string; entries: BundleEntry[]; sourcemap?: 'linked' | 'inline' }): Promise<void>;

export declare function serverBundleIsStale(outDir: string, entryOuts: string[]): boolean;
