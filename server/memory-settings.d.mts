// Types of memory-settings.mjs (plain JavaScript: server.js and scripts/start.mjs load it unbuilt).
export function memoryFlags(env?: Record<string, string | undefined>): string[];
export const MALLOC_SETTINGS: Readonly<Record<string, string>>;
export const JEMALLOC_PATHS: readonly string[];
export const JEMALLOC_CONF: string;
export function mallocSettings(
  env?: Record<string, string | undefined>,
  exists?: (file: string) => boolean,
): Record<string, string>;
export function missingMemorySettings(options?: {
  execArgv?: string[];
  env?: Record<string, string | undefined>;
  exists?: (file: string) => boolean;
}): { flags: string[]; variables: Record<string, string> };
export function applyMemorySettings(): void;
