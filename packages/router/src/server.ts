// The router of a page rendered to HTML on the server (shell/src/server-render.tsx): never in a browser bundle.
export { StaticRouter } from 'react-router-dom';
