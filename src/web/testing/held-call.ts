/**
 * A call's answer that the test gives when it chooses (resolve or reject), so that what a form shows while its
 * call runs can be read. Promise.withResolvers, which the project's TypeScript library does not declare yet.
 */
export function heldAnswer<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
