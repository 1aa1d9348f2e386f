import { describe, expect, it } from 'vitest';
import { parseProcStatus } from './proc-status.js';

const status = `Name:\tnode
VmPeak:\t 1230000 kB
VmHWM:\t  204800 kB
VmRSS:\t  153600 kB
Threads:\t11
`;

describe('parseProcStatus', () => {
  it('reads the resident set and its peak in MB', () => {
    expect(parseProcStatus(status)).toEqual({ rssMb: 150, peakRssMb: 200 });
  });

  it('does not take VmPeak (virtual memory) for the resident peak', () => {
    expect(parseProcStatus('VmPeak:\t 999 kB\n').peakRssMb).toBeNull();
  });
});
