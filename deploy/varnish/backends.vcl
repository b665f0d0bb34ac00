# The store instances behind this cache: one backend per instance, all in the
# round-robin director `stores` that store.vcl sends requests to. Replace
# this file (or put another backends.vcl earlier on vcl_path) per deployment.
import directors;

backend store_1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = store_ready;
    .first_byte_timeout = 15s;
}

sub vcl_init {
    new stores = directors.round_robin();
    stores.add_backend(store_1);
}
