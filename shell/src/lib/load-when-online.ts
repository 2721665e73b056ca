// Loads a chunk the page can do without for now (the update and install tray), and never lets its failure
// reach the page: a load that fails (the connection dropped before the page settled) is tried again once
// the browser is back online. A rejected React.lazy would instead throw into the tree and blank the page.
export function loadWhenOnline<T>(load: () => Promise<T>, loaded: (value: T) => void): () => void {
  let stopped = false;
  const attempt = () => {
    load().then(
      (value) => {
        if (!stopped) loaded(value);
      },
      (error: unknown) => {
        if (stopped) return;
        console.error('Could not load a part of the page; trying again once online', error);
        window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    window.removeEventListener('online', attempt);
  };
}
