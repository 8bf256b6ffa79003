import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const MINIMUM_JAVA_VERSION = 17;

// Raised when a tool is missing from the machine. Its message tells the user what to install;
// callers print the message alone, a stack trace would only hide it.
export class PrerequisiteError extends Error {
  override name = 'PrerequisiteError';
}

export interface PrerequisiteOptions {
  // The variable that points at an existing broker instead, named in the advice.
  brokersEnvVar?: string;
}

export async function requireJava(options: PrerequisiteOptions = {}): Promise<void> {
  const advice = `install a JDK (apt-get install -y openjdk-${MINIMUM_JAVA_VERSION}-jre-headless) or set ${brokersVar(options)} to use an existing broker`;
  const output = await versionOutput('java', ['-version']);
  if (output === undefined) {
    throw new PrerequisiteError(
      `Java ${MINIMUM_JAVA_VERSION}+ is required for the embedded Kafka: ${advice}`,
    );
  }
  const major = javaMajorVersion(output);
  if (major === undefined || major < MINIMUM_JAVA_VERSION) {
    const found = major === undefined ? 'an unrecognised version' : `Java ${major}`;
    throw new PrerequisiteError(
      `Java ${MINIMUM_JAVA_VERSION}+ is required for the embedded Kafka, found ${found} on PATH: ${advice}`,
    );
  }
}

export async function requireMaven(options: PrerequisiteOptions = {}): Promise<void> {
  if ((await versionOutput('mvn', ['-v'])) === undefined) {
    throw new PrerequisiteError(
      `Maven (mvn) is required once to fetch the Kafka jars from Maven Central: install it (apt-get install -y maven) or set ${brokersVar(options)} to use an existing broker`,
    );
  }
}

// Checks everything the embedded Kafka needs before anything is started, so a missing tool
// fails fast instead of after Postgres is already up.
export async function checkKafkaPrerequisites(
  options: PrerequisiteOptions & { needMaven?: boolean } = {},
): Promise<void> {
  await requireJava(options);
  if (options.needMaven ?? true) await requireMaven(options);
}

// `java -version` prints `openjdk version "17.0.15"` (or `"1.8.0_392"` before Java 9) on stderr.
export function javaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match?.[1]) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function brokersVar(options: PrerequisiteOptions): string {
  return options.brokersEnvVar ?? 'KAFKA_BROKERS';
}

// Undefined when the command is not on PATH or does not run at all.
async function versionOutput(command: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout, stderr } = await run(command, args, { timeout: 30_000 });
    return `${stdout}${stderr}`;
  } catch {
    return undefined;
  }
}
