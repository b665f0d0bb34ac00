# The store's full-page cache: Varnish in front of one or more store
# instances (README "Caching, and running behind Varnish"). It makes the decision of
# app/lib/http-cache.ts before a request reaches the store: a request with a
# session goes straight through; an anonymous GET is looked up without its
# cookies, which never change a shareable page; an answer is kept only when
# the store marked it public and it sets no cookie.
#
# The instances are listed in backends.vcl, found on varnishd's vcl_path.
vcl 4.1;

import std;
# Debian's varnish-vmod-digest: the HMAC that tells a session cookie the store signed from one it did not.
import digest;

# /readyz: 503 while an instance warms and from its SIGTERM on, so a deploy's draining instance is out of the
# round before it stops listening.
probe store_ready {
    .url = "/readyz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
}

include "backends.vcl";

# The store's SESSION_SECRET (the current secret, then the one before it), in varnishd's environment: without it
# no session could be told from a forged one, so the VCL does not load.
sub vcl_init {
    if (!std.getenv("SESSION_SECRET") || std.getenv("SESSION_SECRET") ~ ",.*,") {
        std.log("SESSION_SECRET must name one or two secrets, the store's own");
        return (fail);
    }
}

sub vcl_recv {
    set req.backend_hint = stores.backend();

    # As Magento's VCL does: PURGE with the tag to keep, answered with a ban of the rest. Only with the operator's
    # secret (VARNISH_BAN_TOKEN, in varnishd's environment and the stores'), whatever address it comes from: behind a
    # TLS terminator on this host every visitor is loopback.
    if (req.method == "PURGE" || req.method == "BAN") {
        if (!std.getenv("VARNISH_BAN_TOKEN") || req.http.X-Ban-Token != std.getenv("VARNISH_BAN_TOKEN")) {
            return (synth(405, "Not allowed"));
        }
        if (req.method == "BAN" || req.http.X-Api-Cv !~ "^[A-Za-z0-9._-]{1,64}$") {
            return (synth(400, "X-Api-Cv required"));
        }
        # Pages made from an earlier API cache version go; assets and images (untagged) stay.
        ban("obj.http.X-Api-Cv ~ . && obj.http.X-Api-Cv != " + req.http.X-Api-Cv);
        return (synth(200, "Banned"));
    }
    # The methods the store serves (ALLOWED_METHODS in server/request-guards.ts); the rest never reach it.
    if (req.method != "GET" && req.method != "HEAD" && req.method != "POST") {
        return (synth(405, "Method not allowed"));
    }
    unset req.http.X-Ban-Token;
    if (req.method == "POST") {
        return (pass);
    }
    # Campaign and click ids change nothing the store renders: out of the key and of what the store sees, so an
    # advertised visitor gets the cached page (the browser keeps them in its address for the page's analytics).
    if (req.url ~ "[?&](utm_[A-Za-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)=") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[A-Za-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    # Probes and operators read the instance itself.
    if (req.url ~ "^/(healthz|readyz|metrics)(\?|$)") {
        return (pass);
    }
    # The same for everyone whoever asks (VISITOR_FREE_PATH in app/lib/http-cache.ts).
    if (req.url ~ "^/(build/|media/|robots\.txt(\?|$)|sitemap\.xml(\?|$)|favicon\.svg(\?|$))") {
        unset req.http.Cookie;
        return (hash);
    }
    if (req.http.Cookie ~ "(^|;\s*)__session=[^;\s]") {
        call verify_session;
    }
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)__session=[^;\s]") {
        return (pass);
    }
    # An e-mailed link's page reads the token its link left in a cookie (EMAIL_LINKS in app/lib/token-paths.ts).
    if (req.http.Cookie ~ "(^|;\s*)(__verify_link|__recovery_link)=[^;\s]") {
        return (pass);
    }
    # uid, locale and third parties' cookies do not change a page: neither the key nor the store sees them.
    unset req.http.Cookie;
    return (hash);
}

# A session cookie is the store's when its signature verifies (Remix's signed cookie: the URL-encoded
# `base64(data).base64(HMAC-SHA256(data))` without padding, app/services/session.server.ts). One that does not (a
# forgery, junk, a secret rotated out) is no session to the store either: it is dropped, and the page is the cache's.
sub verify_session {
    set req.http.X-Session = regsub(req.http.Cookie, "^(.*;\s*)?__session=([^;\s]*).*$", "\2");
    set req.http.X-Session = regsuball(req.http.X-Session, "%2[Bb]", "+");
    set req.http.X-Session = regsuball(req.http.X-Session, "%2[Ff]", "/");
    set req.http.X-Session = regsuball(req.http.X-Session, "%3[Dd]", "=");
    set req.http.X-Session-Data = regsub(req.http.X-Session, "^([A-Za-z0-9+/=]+)\.[A-Za-z0-9+/]+$", "\1");
    set req.http.X-Session-Signature = regsub(req.http.X-Session, "^[A-Za-z0-9+/=]+\.([A-Za-z0-9+/]+)$", "\1");
    if (req.http.X-Session-Data == req.http.X-Session
        || (req.http.X-Session-Signature != regsub(digest.base64_hex(digest.hmac_sha256(
                regsub(std.getenv("SESSION_SECRET"), "^\s*([^,]*?)\s*(,.*)?$", "\1"), req.http.X-Session-Data)), "=+$", "")
            && (std.getenv("SESSION_SECRET") !~ ","
                || req.http.X-Session-Signature != regsub(digest.base64_hex(digest.hmac_sha256(
                    regsub(std.getenv("SESSION_SECRET"), "^[^,]*,\s*(.*?)\s*$", "\1"), req.http.X-Session-Data)), "=+$", "")))) {
        set req.http.Cookie = regsuball(req.http.Cookie, "(^|;\s*)__session=[^;]*", "");
    }
    unset req.http.X-Session;
    unset req.http.X-Session-Data;
    unset req.http.X-Session-Signature;
}

sub vcl_backend_response {
    # An instance that answers 503 while it drains or warms: a GET or HEAD is asked of the next instances, twice at
    # most (the round robin's next pick may be that instance again while other requests move it on).
    if (beresp.status == 503 && bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # A background refresh that fails keeps the page being served stale.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control !~ "(^|,)\s*public\b"
        || beresp.http.Cache-Control ~ "(private|no-store|no-cache)"
        || beresp.http.Vary == "*") {
        # Remembered as uncacheable for a while, so requests for it are not queued behind each other.
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # s-maxage (else max-age) is the TTL, as Varnish reads it; stale-while-revalidate is the grace.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
    }
    return (deliver);
}

# An instance that stopped listening (a restart) or reset the connection: a GET or HEAD goes to the next ones, twice
# at most.
sub vcl_backend_error {
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Api-Cv;
    unset resp.http.Via;
}
