/** Types of scripts/step-cgroups.mjs (npm test's control groups). */
export declare const cgroupsAvailable: boolean;
export declare function stepGroup(
  slug: string,
  weight: number,
):
  | {
      /** The command prefix that moves the step's first process into the group. */
      prefix: string[];
      /** CPU seconds of every process in the group so far (undefined if unreadable). */
      cpuSeconds(): number | undefined;
      remove(): void;
    }
  | undefined;
export declare function removeRunGroups(): void;
