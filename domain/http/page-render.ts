// One authentication per page (decision 0023). The web Worker names each server render in this
// header on the /v1 calls it makes; /v1 lets the calls of one render share the first one's caller for a
// few seconds. Browsers never send it: the web Worker drops it from the /v1 calls it passes through.
export const PAGE_RENDER_HEADER = "X-Page-Render";
