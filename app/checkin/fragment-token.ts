// The page's one script for the short link's redirect (app/checkin/page.tsx), inline so the page
// adds no JavaScript file (the check-in page's budget: docs/checkin.md). When the address holds
// `#<token>`: it removes the fragment from the address and the history entry, keeps the token in
// a cookie for `/checkin` (SameSite=Lax, Secure over HTTPS, expiring with the link: the token's
// own `e` claim), and loads the clean address again, hiding meanwhile what this answer drew (no
// link yet, or an earlier link's booking). Without a fragment it does nothing.

export const CHECKIN_COOKIE = "checkin_link";

export const moveTokenFromFragment = `(function(){
var h=location.hash.slice(1);if(!h)return;
history.replaceState(null,"",location.pathname+location.search);
document.documentElement.style.display="none";
var t=decodeURIComponent(h),e="";
try{var d=new Date(1000*JSON.parse(atob(t.slice(3).split(".")[0].replace(/-/g,"+").replace(/_/g,"/"))).e);if(d.getTime())e="; expires="+d.toUTCString()}catch(x){}
document.cookie="${CHECKIN_COOKIE}="+encodeURIComponent(t)+"; path=/checkin; samesite=lax"+e+(location.protocol=="https:"?"; secure":"");
location.replace(location.pathname+location.search)})()`;
