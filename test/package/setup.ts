/**
 * Global setup of the `package` project: builds and packs the library once, for every test that
 * checks what a host installs (the tarball, its files and its types).
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { packLibrary } from '../support/host-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of the packed library (`npm pack` output). */
    tarball: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const packed = await packLibrary();
  console.log(`package: built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('tarball', packed.tarball);
  return () => rmSync(packed.dir, { recursive: true, force: true });
}
