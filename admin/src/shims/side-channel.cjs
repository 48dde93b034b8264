"use strict";
/**
 * side-channel's API (get, set, has, delete, assert) over a WeakMap for objects and a Map for the
 * rest. qs (Refine's URL parser) needs only that; the package's own build brings object-inspect,
 * get-intrinsic and call-bind along (~50 KB) to word its error messages. Aliased in vite.config.ts.
 */
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  var storeOf = (key) => (key !== null && (typeof key === "object" || typeof key === "function") ? weak : strong);
  return {
    assert: (key) => {
      if (!storeOf(key).has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    get: (key) => storeOf(key).get(key),
    has: (key) => storeOf(key).has(key),
    set: (key, value) => {
      storeOf(key).set(key, value);
    },
    delete: (key) => storeOf(key).delete(key),
  };
};
