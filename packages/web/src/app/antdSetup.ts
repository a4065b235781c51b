import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's imperative Toast/Dialog use a legacy render path that React 19 removed; give them a root. Loaded with
// the toast after the page has loaded (components/toast.ts), not in the first load: its render helpers weigh 3 kB.
unstableSetRender((node, container) => {
  const c = container as Element & { _reactRoot?: Root };
  c._reactRoot ||= createRoot(c);
  const root = c._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    root.unmount();
  };
});
