/** `@docusaurus/ExecutionEnvironment`. */
const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';
export default {
  canUseDOM,
  canUseEventListeners: canUseDOM,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM,
};
