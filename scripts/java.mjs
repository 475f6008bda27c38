// The machine's Java: $JAVA_HOME/bin/java, else `java` on the PATH; undefined when neither runs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The java command to run, or undefined when there is no working Java. */
export function javaCommand() {
  const candidates = [process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java'), 'java'];
  return candidates.find(
    (command) => command && spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0,
  );
}
