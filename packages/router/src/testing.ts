// Routers for tests only; kept out of the shared entry so they never reach the page.
export { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
