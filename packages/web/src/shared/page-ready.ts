// Whether the page's context is loaded and ready (the business's zone known): a page that draws its
// frame first (Page.draws) shows it until then, and computes no date in the device's zone.
import { createContext, useContext } from 'react';

export const PageReadyContext = createContext(true);

export const usePageReady = (): boolean => useContext(PageReadyContext);
