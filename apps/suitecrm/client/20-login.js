/* Login page (replica doc §2). The request is keepalive so that it completes even when the
   harness navigates away right after clicking "Log In"; the session cookie already exists. */
document.addEventListener('submit', function (e) {
  var form = e.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.getAttribute('name') === 'login') { e.preventDefault(); doLogin(form); }
  else if (form.getAttribute('name') === 'search-bar') { e.preventDefault(); globalSearch(form); }
  else e.preventDefault();
});

function doLogin(form) {
  var user = $('input[name="username"]', form);
  var pass = $('input[name="password"]', form);
  var ok = true;
  [[user, 'Username'], [pass, 'Password']].forEach(function (p) {
    var fb = p[0].parentNode.querySelector('.invalid-feedback');
    var empty = !p[0].value;
    p[0].classList.toggle('is-invalid', empty);
    if (fb) fb.textContent = empty ? 'Missing required field: ' + p[1] : '';
    if (empty) ok = false;
  });
  if (!ok) return;
  var from = currentHash();
  S.loginPending = postJSON('./api/login', { username: user.value, password: pass.value }, { keepalive: true, noRedirect: true })
    .then(function (res) {
      S.loginPending = null;
      if (!res.ok) { clearToasts(); toast('danger', res.toast.text); return; }
      clearToasts();
      if (currentHash() !== from) return; // the navigation's own render waited for this login
      var target = '#/home';
      try { target = sessionStorage.getItem('scrm-pre-login') || target; sessionStorage.removeItem('scrm-pre-login'); } catch (err) { /* ignore */ }
      go(target, true);
    }, function (err) { S.loginPending = null; throw err; });
}

ACTIONS.forgot = function (el) {
  var card = el.closest('.front-card');
  card.style.display = 'none';
  var tpl = document.createElement('template');
  tpl.innerHTML = '<div class="front-card card forgot-card"><div class="inner-addon left-addon">' +
    '<input type="text" class="form-control" placeholder="User Name" aria-label="Username"></div>' +
    '<div class="inner-addon left-addon"><input type="text" class="form-control" placeholder="Email" aria-label="Email"></div>' +
    '<button class="login-button btn btn-lg" type="button" data-act="reset-password">Reset Password</button>' +
    '<a class="forgotten-password-link" role="button" data-act="forgot-back">Back</a></div>';
  card.parentNode.appendChild(tpl.content);
};
ACTIONS['forgot-back'] = function (el) {
  var card = el.closest('.forgot-card');
  var front = card.parentNode.querySelector('.front-card');
  card.parentNode.removeChild(card);
  front.style.display = '';
};
ACTIONS['reset-password'] = function () {
  toast('info', 'If the username and email match, a password reset link will be sent.');
};

/* ---- global search (replica doc §3.2): Enter navigates and clears the input ---- */
function globalSearch(form) {
  var input = $('input[name="search-bar-term"]', form);
  var term = input.value.trim();
  var sugg = $('.search-suggestions', form);
  if (sugg) { sugg.classList.remove('show'); sugg.innerHTML = ''; }
  if (!term) return;
  input.value = '';
  go('#/home/search?query_string=' + enc(term));
}
document.addEventListener('input', function (e) {
  var input = e.target;
  if (!(input instanceof HTMLInputElement) || input.getAttribute('name') !== 'search-bar-term') return;
  var sugg = $('.search-suggestions', input.form);
  var term = input.value.trim();
  if (!term) { sugg.classList.remove('show'); sugg.innerHTML = ''; return; }
  sugg.innerHTML = '<a class="dropdown-item search-suggestion" role="button" data-act="search-everywhere"></a>';
  sugg.firstChild.textContent = '"' + term + '" in everywhere';
  sugg.classList.add('show');
});
ACTIONS['search-everywhere'] = function (el) { globalSearch(el.closest('form')); };
