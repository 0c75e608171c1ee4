import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PhaseProfiler } from '../../bench/cpu-profile';
import { countTlsConnections } from '../../bench/tls-counter';
import tls from 'node:tls';

describe('PhaseProfiler', () => {
  it('writes a V8 CPU profile of the phase between start and stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-prof-'));
    try {
      const profiler = new PhaseProfiler();
      await profiler.start();
      let x = 0;
      for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
      const file = await profiler.stop(dir, 'phase');
      expect(file).toBe(join(dir, 'phase.cpuprofile'));
      const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: unknown[]; samples: unknown[] };
      expect(profile.nodes.length).toBeGreaterThan(0);
      expect(x).toBeGreaterThan(0);
      await expect(profiler.stop(dir, 'again')).rejects.toThrow(/not started/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('countTlsConnections', () => {
  it('counts tls.connect calls while installed and restores tls.connect', () => {
    const original = tls.connect;
    const counter = countTlsConnections();
    const socket = tls.connect({ host: '127.0.0.1', port: 1 });
    socket.on('error', () => undefined);
    socket.destroy();
    counter.uninstall();
    expect(counter.counts.connections).toBe(1);
    expect(tls.connect).toBe(original);
  });
});
