/** Memory figures of a Linux process from /proc/<pid>/status, in MB (null where a field is missing). */
export interface ProcessMemory {
  rssMb: number | null;
  /** VmHWM: the peak resident set since the process started, kept by the kernel. */
  peakRssMb: number | null;
}

export function parseProcStatus(text: string): ProcessMemory {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(text);
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  };
  return { rssMb: field('VmRSS'), peakRssMb: field('VmHWM') };
}
