import { describe, expect, it } from '@jest/globals';
import { javaMajorVersion } from './prerequisites';

describe('javaMajorVersion', () => {
  it('when OpenJDK 17 reports its version, then the major version is 17', () => {
    const output = 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6)';

    expect(javaMajorVersion(output)).toBe(17);
  });

  it('when Java 8 reports its version in the old 1.x form, then the major version is 8', () => {
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
  });

  it('when an early-access build reports a bare number, then that number is the major version', () => {
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
  });

  it('when the output carries no version, then no version is returned', () => {
    expect(javaMajorVersion('command not found')).toBeUndefined();
  });
});
