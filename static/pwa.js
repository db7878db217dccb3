// Registers the service worker and, when a new version has installed while an
// older one controls the page, offers a banner to switch to it and reload.
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) return;

  var reloadRequested = false;
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // The first install also claims the page: reload only when the user asked.
    if (reloadRequested) {
      reloadRequested = false;
      window.location.reload();
    }
  });

  function showBanner(worker) {
    var banner = document.querySelector('.update-banner');
    if (!banner) {
      banner = document.createElement('div');
      banner.className = 'update-banner';
      banner.setAttribute('role', 'status');
      // In the reader's language: the page's loader sets <html lang> before anything draws.
      var ja = /^ja\b/i.test(document.documentElement.lang || '');
      banner.appendChild(document.createTextNode(ja ? '更新があります ' : 'Update available '));
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = ja ? '再読み込み' : 'Reload';
      banner.appendChild(button);
      document.body.appendChild(banner);
    }
    banner.querySelector('button').onclick = function (event) {
      event.currentTarget.disabled = true;
      reloadRequested = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    };
  }

  function watch(registration) {
    // A browser that blocks service workers (a test's) may register nothing.
    if (!registration) return;
    if (registration.waiting && navigator.serviceWorker.controller) showBanner(registration.waiting);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) showBanner(worker);
      });
    });
    // Look for a new version whenever the app comes back to the foreground.
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') registration.update().catch(function () {});
    });
  }

  function register() {
    // Relative URL: the worker sits next to index.html, whatever the sub-path.
    navigator.serviceWorker.register('sw.js').then(watch, function (err) {
      console.warn('Service worker registration failed:', err);
    });
  }

  // Precaching (every module of the build) waits until the page has loaded and its module
  // has drawn (src/app/shell.rs's root() takes data-copy off #app), so it never competes
  // with what this page needs first: the load event alone comes before the module's
  // download ends (the loader fetches it from a script).
  function whenDrawn(done) {
    var app = document.getElementById('app');
    var called = false;
    var once = function () {
      if (!called) {
        called = true;
        done();
      }
    };
    if (!app || !app.hasAttribute('data-copy')) return once();
    var observer = new MutationObserver(function () {
      if (!app.hasAttribute('data-copy')) {
        observer.disconnect();
        once();
      }
    });
    observer.observe(app, { attributes: true, attributeFilter: ['data-copy'] });
    // A module that never draws (offline, never kept) must not keep the app from being kept.
    setTimeout(function () {
      observer.disconnect();
      once();
    }, 30000);
  }

  function start() {
    whenDrawn(register);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start);
})();
