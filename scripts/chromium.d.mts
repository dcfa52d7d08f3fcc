export const CHROMIUM_ARGS: readonly string[];
export const FULL_CHROMIUM_PATH: string;
